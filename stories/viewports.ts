/** Story globals for the phone width; the desktop width is every story's default (see .storybook/preview). */
export const onPhone = { viewport: { value: 'phone', isRotated: false } } as const;
