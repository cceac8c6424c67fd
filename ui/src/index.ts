// Convenience barrel for stories and tests. Pages import per component ('@site/ui/components/Button')
// so a page that uses one Button does not pull in the rest of the library.
export * from './components/Button';
export * from './components/Form';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/Toast';
export * from './theme';
export * from './widgets/ContactForm';
