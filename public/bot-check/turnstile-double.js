// A local double of Cloudflare Turnstile's widget script for its documented test site keys
// (docs/decisions/070): the passing keys answer the dummy token, the blocking key calls the error callback,
// as the real script does for them, without reaching the internet. Never used with a real site key.
(() => {
  const dummyToken = 'XXXX.DUMMY.TOKEN.XXXX';
  let next = 0;
  const widgets = new Map();
  window.turnstile = {
    render(container, options) {
      const id = `double-${(next += 1)}`;
      const timer = setTimeout(() => {
        if (options.sitekey.startsWith('2x')) options['error-callback']?.();
        else options.callback?.(dummyToken);
      }, 0);
      widgets.set(id, timer);
      return id;
    },
    remove(id) {
      clearTimeout(widgets.get(id));
      widgets.delete(id);
    },
  };
})();
