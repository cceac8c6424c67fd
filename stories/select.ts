import { userEvent, within } from 'storybook/test';

/** Picks `option` in the Select labelled `label`: its listbox opens in a popover outside the story's canvas. */
export async function chooseOption(canvas: ReturnType<typeof within>, label: RegExp, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}
