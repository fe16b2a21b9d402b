import { CATALOG_ATTRIBUTE_MESSAGES as M } from '@vastra/domain/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const owner = staffFixture();
const id = (n: number) => `5d0c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f${String(n).padStart(2, '0')}`;
const value = (n: number, slug: string, name: string, position: number, productCount = 0) => ({
  id: id(40 + n),
  slug,
  name,
  position,
  productCount,
});
const fabric = {
  id: id(1),
  slug: 'fabric',
  name: 'Fabric',
  position: 0,
  filter: true,
  values: [value(1, 'cotton', 'Cotton', 0, 3), value(2, 'silk', 'Silk', 1, 1)],
};
const washCare = { id: id(2), slug: 'wash-care', name: 'Wash care', position: 1, filter: false, values: [] };
const LIST = 'GET /api/admin/attributes';

describe('attributes screen', { timeout: 30_000 }, () => {
  it('lists the attributes in order with their values and counts, and changes them', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/attributes', {
      staff: owner,
      routes: {
        [LIST]: [200, { attributes: [fabric, washCare] }],
        'POST /api/admin/attributes': [201, { ...washCare, id: id(3), slug: 'occasion', name: 'Occasion' }],
        [`PATCH /api/admin/attributes/${id(2)}`]: [200, washCare],
        [`POST /api/admin/attributes/${id(1)}/values`]: [200, fabric],
        [`PATCH /api/admin/attributes/${id(1)}/values/${id(42)}`]: [200, fabric],
        [`DELETE /api/admin/attributes/${id(1)}/values/${id(41)}`]: [
          409,
          { code: 'attribute_value_in_use', message: M.valueInUse('Cotton', 3) },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Attributes' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Fabric', 'Wash care']);
    const fabricRow = within(list).getByRole('listitem', { name: 'Fabric' });
    const values = within(fabricRow).getByRole('list', { name: 'Values of Fabric' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Cotton · 3 productsRenameRemove', 'Silk · 1 productRenameRemove']);
    expect(screen.getByRole('checkbox', { name: 'Storefront filter: Fabric' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Storefront filter: Wash care' })).not.toBeChecked();
    expect(within(fabricRow).getByRole('button', { name: 'Move up Fabric' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Wash care' })).toBeDisabled();

    // Add an attribute with its first values.
    await user.type(screen.getByLabelText('Name'), 'Occasion');
    await user.type(screen.getByLabelText(/First values/), 'Festive, Party ,');
    await user.click(screen.getByRole('button', { name: 'Add attribute' }));
    expect(await screen.findByText('Occasion added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/attributes')[0]?.body).toEqual({
      name: 'Occasion',
      filter: true,
      values: ['Festive', 'Party'],
    });

    // Move, switch the filter, rename.
    await user.click(screen.getByRole('button', { name: 'Move up Wash care' }));
    await user.click(screen.getByRole('checkbox', { name: 'Storefront filter: Wash care' }));
    await user.click(screen.getByRole('button', { name: 'Rename Wash care' }));
    const renamed = screen.getByLabelText('Name of Wash care');
    await user.clear(renamed);
    await user.type(renamed, 'Care{Enter}');
    await waitFor(() => expect(api.callsTo(`PATCH /api/admin/attributes/${id(2)}`)).toHaveLength(3));
    expect(api.callsTo(`PATCH /api/admin/attributes/${id(2)}`).map((call) => call.body)).toEqual([
      { position: 0 },
      { filter: true },
      { name: 'Care' },
    ]);

    // Values: add, rename, and a removal the API refuses is shown as it says it.
    await user.type(within(fabricRow).getByLabelText('New value of Fabric'), 'Linen');
    await user.click(within(fabricRow).getByRole('button', { name: 'Add value to Fabric' }));
    expect(await screen.findByText('Linen added')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/attributes/${id(1)}/values`)[0]?.body).toEqual({ name: 'Linen' });
    await user.click(within(fabricRow).getByRole('button', { name: 'Rename Silk' }));
    const silk = within(fabricRow).getByLabelText('Name of Silk');
    await user.clear(silk);
    await user.type(silk, 'Pure silk{Enter}');
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/admin/attributes/${id(1)}/values/${id(42)}`)[0]?.body).toEqual({
        name: 'Pure silk',
      }),
    );
    await user.click(within(fabricRow).getByRole('button', { name: 'Remove Cotton' }));
    const refusal = '“Cotton” is used by 3 products: choose another value for them in their product form first.';
    await waitFor(() => expect(within(fabricRow).getByRole('alert')).toHaveTextContent(refusal));
  });

  it('names the permission to a member without the catalogue', async () => {
    const { api } = renderAdmin('/admin/attributes', { staff: staffFixture({ role: 'packer' }) });
    expect(
      await screen.findByText('You need the Catalogue permission for this. Ask the shop owner.'),
    ).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });
});
