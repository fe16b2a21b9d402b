import { BACK_OFFICE_MESSAGES as B } from '@vastra/domain/back-office';
import { RETURN_PHOTO_MAX_BYTES } from '@vastra/domain/returns';
import { within, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURN_FORM_MESSAGES as M } from './return-form';
import { delivered, openDialog, renderOrder } from './testing/return-dialog';
import { returnRequestFixture } from './testing/return-fixtures';

// A shopper's photos for a return, shrunk in the browser before their upload (shrink-photo.ts).

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('return photos from a phone', () => {
  it('shrinks a photo longer than 1600 px in the browser and uploads the smaller JPEG', async () => {
    const bitmap = { width: 5712, height: 4284, close: vi.fn() };
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap),
    );
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const shrunk = new Blob(['a smaller jpeg'], { type: 'image/jpeg' });
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback: BlobCallback) => callback(shrunk));
    renderOrder(delivered, {
      'POST /api/orders/o1/returns/photos': [201, { _id: 'p1', url: '/uploads/returns/p1.jpg' }],
    });
    const dialog = await openDialog();
    // An iPhone's 24 MP photo, larger than the 10 MB the server takes: what is sent is the shrunk copy.
    const original = new File([new Uint8Array(RETURN_PHOTO_MAX_BYTES + 1)], 'IMG_0001.JPG', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText('Add photos (optional)', { selector: 'input' }), {
      target: { files: [original] },
    });
    expect(await within(dialog).findByRole('img', { name: 'Attachment 1' })).toBeInTheDocument();
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1600, 1200);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    expect(bitmap.close).toHaveBeenCalled();
    const init = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/orders/o1/returns/photos')?.[1];
    const sent = (init?.body as FormData).get('file') as File;
    expect([sent.name, sent.type, await sent.text()]).toEqual(['IMG_0001.jpg', 'image/jpeg', 'a smaller jpeg']);
  });

  it("uploads a photo the browser cannot decode as it is, and shows the server's answer", async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    renderOrder(delivered, {
      'POST /api/orders/o1/returns/photos': [415, { code: 'image_unsupported', message: B.imageUnsupported }],
    });
    const dialog = await openDialog();
    const heic = new File(['heic'], 'IMG_0002.HEIC', { type: 'image/heic' });
    fireEvent.change(within(dialog).getByLabelText('Add photos (optional)', { selector: 'input' }), {
      target: { files: [heic] },
    });
    expect((await within(dialog).findByText(B.imageUnsupported)).closest('p')).toHaveAttribute('role', 'alert');
    const init = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/orders/o1/returns/photos')?.[1];
    const sent = (init?.body as FormData).get('file') as File;
    expect([sent.name, sent.type, await sent.text()]).toEqual(['IMG_0002.HEIC', 'image/heic', 'heic']);
  });

  it('refuses, without sending it, a photo over 10 MB that the browser cannot shrink', async () => {
    const { api } = renderOrder(delivered);
    const dialog = await openDialog();
    const huge = new File([new Uint8Array(RETURN_PHOTO_MAX_BYTES + 1)], 'IMG_0003.HEIC', { type: 'image/heic' });
    fireEvent.change(within(dialog).getByLabelText('Add photos (optional)', { selector: 'input' }), {
      target: { files: [huge] },
    });
    expect(await within(dialog).findByText(M.photoTooLarge('IMG_0003.HEIC'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/o1/returns/photos')).toHaveLength(0);
  });
});

describe('the return form and its photos', () => {
  const jpeg = () => new File(['jpeg'], 'IMG_0004.jpg', { type: 'image/jpeg' });
  const picker = (dialog: HTMLElement, name = 'Add photos (optional)') =>
    within(dialog).getByLabelText(name, { selector: 'input' });

  it('hides the file input behind its label, so no "No file chosen" stands beside an attached photo', async () => {
    renderOrder(delivered, {
      'POST /api/orders/o1/returns/photos': [201, { _id: 'p1', url: '/uploads/returns/p1.jpg' }],
    });
    const dialog = await openDialog();
    const input = picker(dialog);
    expect(input).toHaveClass('sr-only');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    fireEvent.change(input, { target: { files: [jpeg()] } });
    expect(await within(dialog).findByRole('img', { name: 'Attachment 1' })).toBeInTheDocument();
    expect(within(dialog).getByText('Uploaded')).toBeInTheDocument();
  });

  it('takes "Please wait until your photos have uploaded." away once they have', async () => {
    let finish: (reply: [number, unknown]) => void = () => undefined;
    const { api } = renderOrder(delivered, {
      'POST /api/orders/o1/returns/photos': () => new Promise((resolve) => (finish = resolve)),
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'New size' }), { target: { value: 'L' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), { target: { value: 'too_large' } });
    fireEvent.change(picker(dialog), { target: { files: [jpeg()] } });
    await waitFor(() => expect(api.callsTo('POST /api/orders/o1/returns/photos')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.photosUploading);
    finish([201, { _id: 'p1', url: '/uploads/returns/p1.jpg' }]);
    expect(await within(dialog).findByText('Uploaded')).toBeInTheDocument();
    expect(within(dialog).queryByText(M.photosUploading)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/o1/returns')).toHaveLength(0);
  });

  it('asks for a photo when the reason is "Damaged", and sends the request once one is attached', async () => {
    const { api } = renderOrder(delivered, {
      'POST /api/orders/o1/returns/photos': [201, { _id: 'p1', url: '/uploads/returns/p1.jpg' }],
      'POST /api/orders/o1/returns': [201, returnRequestFixture({ reason: 'damaged' })],
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'New size' }), { target: { value: 'L' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), { target: { value: 'damaged' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please add a photo of the damage.');
    expect(api.callsTo('POST /api/orders/o1/returns')).toHaveLength(0);

    fireEvent.change(picker(dialog, 'Add photos'), { target: { files: [jpeg()] } });
    expect(await within(dialog).findByText('Uploaded')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.callsTo('POST /api/orders/o1/returns')).toHaveLength(1));
    expect(api.callsTo('POST /api/orders/o1/returns')[0]?.body).toMatchObject({ reason: 'damaged', photoIds: ['p1'] });
    expect(await screen.findByText('Request sent. We will let you know when it is approved.')).toBeInTheDocument();
  });
});
