import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeXhr } from '../testing/fake-xhr';
import { imageFixture, productFixture, productId } from '../testing/product-fixtures';
import { renderProducts } from '../testing/render-products';
import { PHOTOS_SAVED_MESSAGE } from './product-photos';

const ONE = `GET /api/admin/products/${productId(1)}`;
const MOVEMENTS = `GET /api/admin/products/${productId(1)}/stock-movements`;
const IMAGES = `PATCH /api/admin/products/${productId(1)}/images`;

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

function photo(name: string, type = 'image/jpeg') {
  return new File([new Uint8Array(2048)], name, { type });
}

function routesFor(product = productFixture()) {
  return { [ONE]: [200, product] as const, [MOVEMENTS]: [200, { items: [], nextCursor: null }] as const };
}

describe('product photos', { timeout: 30_000 }, () => {
  it('uploads each chosen file with the staff token, shows its progress, then the photo', async () => {
    const user = userEvent.setup({ delay: null });
    const xhrs = installFakeXhr();
    renderProducts(`/admin/products/${productId(1)}`, routesFor());
    await screen.findByRole('heading', { name: 'Photos' });
    await user.upload(screen.getByLabelText('Photos to upload'), [photo('front.jpg'), photo('back.jpg')]);

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const first = nth(xhrs, 0);
    expect(first.method).toBe('POST');
    expect(first.url).toBe(`/api/admin/products/${productId(1)}/images`);
    expect([first.headers.authorization, first.headers['x-vastra-admin']]).toEqual([undefined, '1']);
    expect((first.body?.get('file') as File).name).toBe('front.jpg');

    act(() => first.progress(512, 2048));
    expect(screen.getByRole('progressbar', { name: 'Uploading front.jpg' })).toHaveValue(25);
    expect(screen.getByText('25%')).toBeInTheDocument();

    await act(async () => first.respond(201, productFixture({ images: [imageFixture(1)] })));
    // The second file goes once the first is answered: photos arrive in the order chosen.
    await waitFor(() => expect(xhrs).toHaveLength(2));
    expect((nth(xhrs, 1).body?.get('file') as File).name).toBe('back.jpg');
    await act(async () => nth(xhrs, 1).respond(201, productFixture({ images: [imageFixture(1), imageFixture(2)] })));
    const list = await screen.findByRole('list', { name: 'Photos in order' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
  });

  it('says why the API refused a photo, by file', async () => {
    const user = userEvent.setup({ delay: null });
    const xhrs = installFakeXhr();
    renderProducts(`/admin/products/${productId(1)}`, routesFor());
    await screen.findByRole('heading', { name: 'Photos' });
    await user.upload(screen.getByLabelText('Photos to upload'), photo('scan.jpg'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    await act(async () => nth(xhrs, 0).respond(415, { message: M.imageUnsupported, code: 'image_unsupported' }));
    expect(await screen.findByText(`scan.jpg: ${M.imageUnsupported}`)).toHaveAttribute('role', 'alert');

    // A 413 from a proxy has no JSON message: the upload still says what is wrong.
    await user.upload(screen.getByLabelText('Photos to upload'), photo('huge.jpg'));
    await waitFor(() => expect(xhrs).toHaveLength(2));
    await act(async () => nth(xhrs, 1).respond(413, ''));
    expect(await screen.findByText(`huge.jpg: ${M.imageTooLarge}`)).toBeInTheDocument();
  });

  it('offers only the formats the server reads, and refuses a dropped HEIC without sending it', async () => {
    const xhrs = installFakeXhr();
    renderProducts(`/admin/products/${productId(1)}`, routesFor());
    await screen.findByRole('heading', { name: 'Photos' });
    const zone = screen.getByTestId('photo-drop-zone');
    expect(
      within(zone).getByText(/^Drop photos here, or choose them\. JPEG, PNG, WebP or AVIF, up to 15 MB each/),
    ).toBeInTheDocument();
    const accepted = 'image/jpeg,image/png,image/webp,image/avif';
    expect(screen.getByLabelText('Photos to upload')).toHaveAttribute('accept', accepted);
    expect(screen.getByLabelText('Photo from the camera')).toHaveAttribute('accept', accepted);

    fireEvent.drop(zone, { dataTransfer: { files: [photo('IMG_0001.HEIC', 'image/heic')] } });
    expect(await screen.findByText(`IMG_0001.HEIC: ${M.imageUnsupported}`)).toHaveAttribute('role', 'alert');
    expect(xhrs).toHaveLength(0);
  });

  it('reorders photos with the buttons, keeps focus on the moved photo, and saves order and alt text', async () => {
    const user = userEvent.setup({ delay: null });
    const images = [imageFixture(1, 'Front'), imageFixture(2, 'Back'), imageFixture(3, 'Detail')];
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      ...routesFor(productFixture({ images })),
      [IMAGES]: (call) => {
        const order = (call.body as { images: { id: string; alt: string }[] }).images;
        return [
          200,
          productFixture({
            images: order.map((o, i) => ({
              ...nth(
                images.filter((im) => im.id === o.id),
                0,
              ),
              alt: o.alt,
              position: i,
            })),
          }),
        ];
      },
    });
    const save = await screen.findByRole('button', { name: 'Save order & alt text' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move earlier: photo 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move later: photo 1' }));
    const alts = () =>
      screen.getAllByLabelText(/^Alt text \(photo \d\)/).map((input) => (input as HTMLInputElement).value);
    expect(alts()).toEqual(['Back', 'Front', 'Detail']);
    expect(screen.getByRole('button', { name: 'Move later: photo 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(alts()).toEqual(['Back', 'Detail', 'Front']);
    // At the end, "Move later" no longer works, so focus goes to "Move earlier".
    expect(screen.getByRole('button', { name: 'Move earlier: photo 3' })).toHaveFocus();

    await user.type(screen.getByLabelText(/^Alt text \(photo 1\)/), ' view');
    await user.click(save);
    expect(await screen.findByText(PHOTOS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo(IMAGES)[0]?.body).toEqual({
      images: [
        { id: nth(images, 1).id, alt: 'Back view' },
        { id: nth(images, 2).id, alt: 'Detail' },
        { id: nth(images, 0).id, alt: 'Front' },
      ],
    });
    expect(save).toBeDisabled();
  });

  it('removes a photo only after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const images = [imageFixture(1, 'Front'), imageFixture(2, 'Back')];
    const remove = `DELETE /api/admin/products/${productId(1)}/images/${nth(images, 0).id}`;
    const { api } = renderProducts(`/admin/products/${productId(1)}`, {
      ...routesFor(productFixture({ images })),
      [remove]: [200, productFixture({ images: [{ ...nth(images, 1), position: 0 }] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(remove)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(api.callsTo(remove)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByLabelText(/^Alt text/)).toHaveLength(1));
  });
});
