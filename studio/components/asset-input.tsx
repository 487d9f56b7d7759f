// An image of the skin (a logo, a favicon, a banner): its path, picked among the skin's images or
// typed, and an upload that sends a file to the studio's server, which checks its bytes and size
// and names it in assets/. A thumbnail shows the image the value names.
import { useState } from 'react';
import { STUDIO_API_PATH } from '../api/wire';

/** The image as the draft has it, from the studio's server (an upload is not on the site yet). */
const thumbnail = (path: string) => `${STUDIO_API_PATH}asset?path=${encodeURIComponent(path)}`;

export interface AssetInputProps {
  id: string;
  value: string;
  /** The images the skin may name. */
  assets: readonly string[];
  uploadLabel: string;
  describedBy?: string;
  invalid: boolean;
  onChange(value: string): void;
  /** Uploads a file; resolves to its path in the skin, or rejects with the server's reason. */
  onUpload(file: File): Promise<string>;
  texts: {
    uploading: string;
    uploaded: (path: string) => string;
    failed: (error: string) => string;
  };
}

export function AssetInput(props: AssetInputProps) {
  const { id, value, assets, uploadLabel, describedBy, invalid, onChange, onUpload, texts } = props;
  const [upload, setUpload] = useState<string>('');
  return (
    <div className="asset-input">
      <input
        id={id}
        type="text"
        value={value}
        list={`${id}-assets`}
        spellCheck={false}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-assets`}>
        {assets.map((asset) => (
          <option key={asset} value={asset} />
        ))}
      </datalist>
      {/^assets\//.test(value) && <img className="thumbnail" src={thumbnail(value)} alt="" />}
      <label className="upload">
        <span>{uploadLabel}</span>
        <input
          id={`${id}-upload`}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml,image/x-icon,.ico"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setUpload(texts.uploading);
            onUpload(file).then(
              (path) => {
                setUpload(texts.uploaded(path));
                onChange(path);
              },
              (error: Error) => setUpload(texts.failed(error.message)),
            );
          }}
        />
      </label>
      <p className="upload-status" role="status">
        {upload}
      </p>
    </div>
  );
}
