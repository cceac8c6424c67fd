/** Story globals for the phone width; the desktop width is every story's default (see .storybook/preview). */
export const onPhone = { viewport: { value: 'phone', isRotated: false } } as const;

/** Story globals for a full-width desktop, where the header shows every link in one row. */
export const onWideDesktop = { viewport: { value: 'wide', isRotated: false } } as const;
