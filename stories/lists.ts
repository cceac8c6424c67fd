import { expect, within } from 'storybook/test';

/** The items of the list named `name`, once there are `count` of them: how a staff list's story begins. */
export async function listItems(canvas: ReturnType<typeof within>, name: string, count: number) {
  const items = within(canvas.getByRole('list', { name })).getAllByRole('listitem');
  await expect(items).toHaveLength(count);
  return items;
}
