import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { installFakeXhr } from '../products/testing/fake-xhr';
import { ShopPhotoUpload } from './shop-photo-upload';

const URL = '/media/products/0b6f6f0e-1c55-4c1a-9a43-2f1e0d4b1a11-1600x900/960.jpg';

/** An Image field as the dialogs keep it: its text and its error. */
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  return (
    <>
      <p data-testid="value">{value}</p>
      <p data-testid="error">{error}</p>
      <ShopPhotoUpload
        value={value}
        onUploaded={(url) => {
          setValue(url);
          setError('');
        }}
        onRefused={setError}
      />
    </>
  );
}

const photo = () => new File([new Uint8Array(2048)], 'diwali.jpg', { type: 'image/jpeg' });

describe('ShopPhotoUpload', () => {
  it('sends the photo, shows its progress, then gives the field its address and a preview', async () => {
    const user = userEvent.setup({ delay: null });
    const xhrs = installFakeXhr();
    render(<Field />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload a photo'), photo());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    const [xhr] = xhrs;
    if (!xhr) throw new Error('no upload');
    expect([xhr.method, xhr.url, xhr.headers['x-vastra-admin']]).toEqual(['POST', '/api/admin/shop-photos', '1']);
    expect((xhr.body?.get('file') as File).name).toBe('diwali.jpg');
    act(() => xhr.progress(1024, 2048));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the photo… 50%');
    expect(screen.getByLabelText('Upload a photo')).toBeDisabled();
    await act(async () => xhr.respond(201, { url: URL, width: 1600, height: 900 }));
    expect(screen.getByTestId('value')).toHaveTextContent(URL);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The image as it is now' })).toHaveAttribute('src', URL);
    expect(screen.getByLabelText('Upload a photo')).toBeEnabled();
  });

  it('puts the API’s refusal at the field and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const xhrs = installFakeXhr();
    render(<Field initial="/uploads/old.jpg" />);
    await user.upload(screen.getByLabelText('Upload a photo'), photo());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    await act(async () => xhrs[0]?.respond(415, { message: M.imageUnsupported, code: 'image_unsupported' }));
    expect(screen.getByTestId('error')).toHaveTextContent(M.imageUnsupported);
    expect(screen.getByTestId('value')).toHaveTextContent('/uploads/old.jpg');
  });

  it('previews a typed path of this shop, never another site', () => {
    const { unmount } = render(<Field initial="/uploads/tile.jpg" />);
    expect(screen.getByRole('img', { name: 'The image as it is now' })).toHaveAttribute('src', '/uploads/tile.jpg');
    unmount();
    render(<Field initial="https://elsewhere.example/tile.jpg" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
