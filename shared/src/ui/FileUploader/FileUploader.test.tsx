import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { FileUploader } from './FileUploader';
import { UPLOAD_MESSAGES, validateUploadFiles } from './validate-upload';

const fileOf = (name: string, size: number, type = '') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

describe('validateUploadFiles', () => {
  it("refuses anything but exactly one file with 'Please provide a single valid file'", () => {
    expect(validateUploadFiles([])).toBe('Please provide a single valid file');
    expect(validateUploadFiles(null)).toBe('Please provide a single valid file');
    expect(validateUploadFiles([fileOf('a.xlsx', 10), fileOf('b.xlsx', 10)])).toBe('Please provide a single valid file');
    expect(validateUploadFiles([fileOf('a.gif', 10)], { allowedExtensions: ['png', 'jpeg', 'jpg'] })).toBe('Please provide a single valid file');
    expect(validateUploadFiles([fileOf('a.xlsx', 10)])).toBeNull();
  });

  it("refuses a file above the maximum with 'File size should be less than {n}MB', n = bytes / 1048576", () => {
    expect(validateUploadFiles([fileOf('p.png', 2097152)], { maxSizeBytes: 2097152 })).toBeNull();
    expect(validateUploadFiles([fileOf('p.png', 2097153)], { maxSizeBytes: 2097152 })).toBe('File size should be less than 2MB');
    expect(UPLOAD_MESSAGES.tooLarge(5242880)).toBe('File size should be less than 5MB');
    expect(UPLOAD_MESSAGES.tooLarge(1572864)).toBe('File size should be less than 1.5MB');
  });

  it('requires the earlier file name in check mode', () => {
    expect(validateUploadFiles([fileOf('routes-2.xlsx', 10)], { expectedFileName: 'routes.xlsx' })).toBe(
      'Please use same file which was used to fetch routing input details',
    );
    expect(validateUploadFiles([fileOf('routes.xlsx', 10)], { expectedFileName: 'routes.xlsx' })).toBeNull();
  });
});

describe('FileUploader', () => {
  const pick = (file: File) => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  };

  it('uploads the picked file raw and reports the returned URL', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => JSON.stringify({ data: 'https://files.example/p.xlsx', message: 'Saved' }) });
    const onUploaded = jest.fn();
    renderWithProviders(<FileUploader uploadUrl="/routing/upload" maxSizeBytes={2097152} onUploaded={onUploaded} />);
    await act(async () => pick(fileOf('plan.xlsx', 2048)));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/logistics/api/routing/upload?');
    expect(url).toContain('fileName=plan.xlsx');
    expect(url).toContain('fileSize=2048');
    expect(url).toContain('fileType=application%2Fvnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(init.method).toBe('POST');
    expect(onUploaded).toHaveBeenCalledWith({ url: 'https://files.example/p.xlsx', data: 'https://files.example/p.xlsx', message: 'Saved' }, expect.any(File));
    expect(screen.getByText('Uploaded plan.xlsx: Saved')).toBeInTheDocument();
  });

  it('shows the size refusal and sends nothing', async () => {
    const onError = jest.fn();
    renderWithProviders(<FileUploader uploadUrl="/u" maxSizeBytes={2097152} onError={onError} />);
    await act(async () => pick(fileOf('big.png', 3 * 1048576, 'image/png')));
    expect(screen.getByRole('alert')).toHaveTextContent('File size should be less than 2MB');
    expect(onError).toHaveBeenCalledWith('File size should be less than 2MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses two dropped files', async () => {
    renderWithProviders(<FileUploader uploadUrl="/u" />);
    const area = document.querySelector('[data-file-uploader]')!;
    await act(async () => {
      fireEvent.drop(area, { dataTransfer: { files: [fileOf('a.xml', 5), fileOf('b.xml', 5)] } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide a single valid file');
  });

  it("shows 'upload failed: {error}' or 'Upload failed' when the server refuses", async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 400, text: async () => JSON.stringify({ message: 'sheet has no rows' }) });
    renderWithProviders(<FileUploader uploadUrl="/u" checkFileName="routes.xlsx" />);
    await act(async () => pick(fileOf('routes.xlsx', 10)));
    expect(screen.getByRole('alert')).toHaveTextContent('upload failed: sheet has no rows');
    fetchMock.mockResolvedValueOnce({ ok: false, status: 502, text: async () => '' });
    await act(async () => pick(fileOf('routes.xlsx', 10)));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Upload failed$/);
  });
});
