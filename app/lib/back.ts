import { useNavigate } from 'react-router';

/**
 * Back through the browser history, as the site's Back buttons do (docs/product.md §6.2); a visitor who arrived
 * directly has no earlier page of ours (React Router's history index is 0), so Back goes home instead of doing nothing.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const state: unknown = window.history.state;
    void (typeof state === 'object' && state !== null && 'idx' in state && state.idx ? navigate(-1) : navigate('/'));
  };
}
