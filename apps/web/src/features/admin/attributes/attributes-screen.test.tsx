import { CreateAttributeBody, CreateAttributeValueBody, UpdateAttributeValueBody } from '@vastra/domain/api';
import { CATALOG_ATTRIBUTE_MESSAGES as M } from '@vastra/domain/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const owner = staffFixture();
const id = (n: number) => `5d0c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f${String(n).padStart(2, '0')}`;
const value = (n: number, slug: string, name: string, position: number, productCount = 0, hindiName = '') => ({
  id: id(40 + n),
  slug,
  name,
  hindiName,
  position,
  productCount,
});
const fabric = {
  id: id(1),
  slug: 'fabric',
  name: 'Fabric',
  hindiName: 'कपड़ा',
  position: 0,
  filter: true,
  values: [value(1, 'cotton', 'Cotton', 0, 3, 'सूती'), value(2, 'silk', 'Silk', 1, 1)],
};
const washCare = {
  id: id(2),
  slug: 'wash-care',
  name: 'Wash care',
  hindiName: '',
  position: 1,
  filter: false,
  values: [],
};
const LIST = 'GET /api/admin/attributes';
const ATTRIBUTE_HINT = 'What the shop’s Hindi pages show, such as कपड़ा for Fabric; empty: the name';
const VALUE_HINT = 'What the shop’s Hindi pages show, such as सूती for Cotton; empty: the name';
const TOO_LONG = 'Too big: expected string to have <=40 characters';

describe('attributes screen', { timeout: 30_000 }, () => {
  it('lists the attributes in order with their values and counts, and changes them', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/attributes', {
      staff: owner,
      routes: {
        [LIST]: [200, { attributes: [fabric, washCare] }],
        'POST /api/admin/attributes': [
          201,
          { ...washCare, id: id(3), slug: 'occasion', name: 'Occasion', hindiName: 'अवसर' },
        ],
        [`PATCH /api/admin/attributes/${id(2)}`]: [200, washCare],
        [`POST /api/admin/attributes/${id(1)}/values`]: [200, fabric],
        [`PATCH /api/admin/attributes/${id(1)}/values/${id(41)}`]: [200, fabric],
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
    // The Hindi name beside the English one, read as Hindi; none beside Wash care.
    expect(within(fabricRow).getByRole('heading').parentElement).toHaveTextContent(/^Fabric · कपड़ा$/);
    expect(within(fabricRow).getByText('कपड़ा')).toHaveAttribute('lang', 'hi');
    expect(within(list).getByRole('heading', { name: 'Wash care' }).parentElement).toHaveTextContent(/^Wash care$/);
    const values = within(fabricRow).getByRole('list', { name: 'Values of Fabric' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Cotton · सूती · 3 productsRenameRemove', 'Silk · 1 productRenameRemove']);
    expect(within(values).getByText('सूती')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('checkbox', { name: 'Storefront filter: Fabric' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Storefront filter: Wash care' })).not.toBeChecked();
    expect(within(fabricRow).getByRole('button', { name: 'Move up Fabric' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Wash care' })).toBeDisabled();

    // Add an attribute with its Hindi name and first values.
    const newForm = screen.getByRole('form', { name: 'New attribute' });
    const hindi = within(newForm).getByLabelText('Name in Hindi (optional)');
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveAccessibleDescription(ATTRIBUTE_HINT);
    await user.type(within(newForm).getByLabelText('Name'), 'Occasion');
    await user.type(hindi, 'अवसर');
    await user.type(within(newForm).getByLabelText(/First values/), 'Festive, Party ,');
    await user.click(screen.getByRole('button', { name: 'Add attribute' }));
    expect(await screen.findByText('Occasion added')).toBeInTheDocument();
    const created = api.callsTo('POST /api/admin/attributes')[0]?.body;
    expect(created).toEqual({ name: 'Occasion', hindiName: 'अवसर', filter: true, values: ['Festive', 'Party'] });
    expect(CreateAttributeBody.safeParse(created).success).toBe(true);
    expect(hindi).toHaveValue('');

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

    // Values: add one with its Hindi name, rename one, give one a Hindi name and clear another's; a rename sends
    // only what changed.
    await user.type(within(fabricRow).getByLabelText('New value of Fabric'), 'Linen');
    await user.type(within(fabricRow).getByLabelText('New value in Hindi of Fabric (optional)'), 'लिनन');
    await user.click(within(fabricRow).getByRole('button', { name: 'Add value to Fabric' }));
    expect(await screen.findByText('Linen added')).toBeInTheDocument();
    const added = api.callsTo(`POST /api/admin/attributes/${id(1)}/values`)[0]?.body;
    expect(added).toEqual({ name: 'Linen', hindiName: 'लिनन' });
    expect(CreateAttributeValueBody.safeParse(added).success).toBe(true);
    const SILK = `PATCH /api/admin/attributes/${id(1)}/values/${id(42)}`;
    await user.click(within(fabricRow).getByRole('button', { name: 'Rename Silk' }));
    const silk = within(fabricRow).getByLabelText('Name of Silk');
    await user.clear(silk);
    await user.type(silk, 'Pure silk{Enter}');
    await waitFor(() => expect(api.callsTo(SILK).map((call) => call.body)).toEqual([{ name: 'Pure silk' }]));
    await user.click(within(fabricRow).getByRole('button', { name: 'Rename Silk' }));
    const silkHindi = within(fabricRow).getByLabelText('Name in Hindi of Silk (optional)');
    expect(silkHindi).toHaveAttribute('lang', 'hi');
    expect(silkHindi).toHaveAccessibleDescription(VALUE_HINT);
    await user.type(silkHindi, 'रेशम');
    await user.click(within(fabricRow).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(SILK)).toHaveLength(2));
    expect(api.callsTo(SILK)[1]?.body).toEqual({ hindiName: 'रेशम' });
    await user.click(within(fabricRow).getByRole('button', { name: 'Rename Cotton' }));
    const cottonHindi = within(fabricRow).getByLabelText('Name in Hindi of Cotton (optional)');
    expect(cottonHindi).toHaveValue('सूती');
    await user.clear(cottonHindi);
    await user.click(within(fabricRow).getByRole('button', { name: 'Save' }));
    const COTTON = `PATCH /api/admin/attributes/${id(1)}/values/${id(41)}`;
    await waitFor(() => expect(api.callsTo(COTTON).map((call) => call.body)).toEqual([{ hindiName: '' }]));
    expect(UpdateAttributeValueBody.safeParse(api.callsTo(COTTON)[0]?.body).success).toBe(true);
    await waitFor(() => expect(within(fabricRow).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    await user.click(within(fabricRow).getByRole('button', { name: 'Remove Cotton' }));
    const refusal = '“Cotton” is used by 3 products: choose another value for them in their product form first.';
    await waitFor(() => expect(within(fabricRow).getByRole('alert')).toHaveTextContent(refusal));
  });

  it('shows a refusal on the field it names: a Hindi name’s under it, a taken value under the new value', async () => {
    const user = userEvent.setup({ delay: null });
    const tooLong = (field: string) => [400, { code: 'bad_request', message: `${field}: ${TOO_LONG}`, field }] as const;
    const { api } = renderAdmin('/admin/attributes', {
      staff: owner,
      routes: {
        [LIST]: [200, { attributes: [fabric] }],
        'POST /api/admin/attributes': tooLong('hindiName'),
        [`PATCH /api/admin/attributes/${id(1)}`]: tooLong('hindiName'),
        [`POST /api/admin/attributes/${id(1)}/values`]: [
          422,
          { code: 'attribute_invalid', message: M.valueTaken('Silk', 'Fabric'), field: 'name' },
        ],
      },
    });
    const fabricRow = await screen.findByRole('listitem', { name: 'Fabric' });

    const newForm = screen.getByRole('form', { name: 'New attribute' });
    await user.type(within(newForm).getByLabelText('Name'), 'Occasion');
    await user.type(within(newForm).getByLabelText('Name in Hindi (optional)'), 'अवसर');
    await user.click(screen.getByRole('button', { name: 'Add attribute' }));
    const hindi = within(newForm).getByLabelText('Name in Hindi (optional)');
    await waitFor(() => expect(hindi).toHaveAttribute('aria-invalid', 'true'));
    expect(hindi).toHaveAccessibleDescription(`${TOO_LONG} ${ATTRIBUTE_HINT}`);
    expect(within(newForm).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    await user.click(within(fabricRow).getByRole('button', { name: 'Rename Fabric' }));
    const fabricHindi = within(fabricRow).getByLabelText('Name in Hindi of Fabric (optional)');
    expect(fabricHindi).toHaveValue('कपड़ा');
    await user.type(fabricHindi, 'ें');
    await user.click(within(fabricRow).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fabricHindi).toHaveAttribute('aria-invalid', 'true'));
    expect(fabricHindi).toHaveAccessibleDescription(`${TOO_LONG} ${ATTRIBUTE_HINT}`);
    expect(api.callsTo(`PATCH /api/admin/attributes/${id(1)}`)[0]?.body).toEqual({ hindiName: 'कपड़ाें' });
    await user.click(within(fabricRow).getByRole('button', { name: 'Cancel' }));

    await user.type(within(fabricRow).getByLabelText('New value of Fabric'), 'Silk');
    await user.click(within(fabricRow).getByRole('button', { name: 'Add value to Fabric' }));
    const newValue = within(fabricRow).getByLabelText('New value of Fabric');
    await waitFor(() => expect(newValue).toHaveAccessibleDescription('Fabric already has the value “Silk”.'));
    expect(within(fabricRow).getAllByRole('alert')).toHaveLength(1);
    expect(api.callsTo(`POST /api/admin/attributes/${id(1)}/values`)[0]?.body).toEqual({ name: 'Silk', hindiName: '' });
  });

  it('names the permission to a member without the catalogue', async () => {
    const { api } = renderAdmin('/admin/attributes', { staff: staffFixture({ role: 'packer' }) });
    expect(
      await screen.findByText('You need the Catalogue permission for this. Ask the shop owner.'),
    ).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });
});
