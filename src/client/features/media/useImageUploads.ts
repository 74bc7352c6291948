import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { sessionEnded } from '../../lib/store/sessionActions';
import { mediaApi } from './mediaApi';
import { imageProblem, MAX_IMAGES, tooManyImages } from './imageChecks';
import { uploadImage, uploadSucceeded } from './uploadImage';
import { useMessage } from '../../lib/toasts/messages';

const messages = defineMessages<{
  uploadFailed: NoMessageValues;
  uploaded: NoMessageValues;
  someUploaded: { uploaded: number; total: number };
}>({
  uploadFailed: { id: 'media.upload.failed', defaultMessage: 'Failed to upload images' },
  uploaded: { id: 'media.upload.succeeded', defaultMessage: 'Images uploaded successfully' },
  someUploaded: {
    id: 'media.upload.someUploaded',
    defaultMessage: '{uploaded} of {total, plural, one {# image} other {# images}} uploaded',
  },
});
const revokePreview = (file: UploadFile) => file.thumbUrl && URL.revokeObjectURL(file.thumbUrl);

/**
 * The images chosen for upload: checked as they are picked, previewed, then sent one request per
 * file so each shows its own progress and, if refused, the server's reason.
 */
export function useImageUploads() {
  const message = useMessage();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);
  useEffect(() => () => filesRef.current.forEach(revokePreview), []);

  const patch = (uid: string, change: Partial<UploadFile>) =>
    setFiles((all) => all.map((f) => (f.uid === uid ? { ...f, ...change } : f)));
  const drop = (file: UploadFile) => {
    revokePreview(file);
    setFiles((all) => all.filter((f) => f.uid !== file.uid));
  };

  /** Called for each picked file with the whole pick; antd keeps none, this hook keeps the good ones. */
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = imageProblem(file, intl);
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    if (files.length + batch.filter((f) => !imageProblem(f, intl)).indexOf(file) >= MAX_IMAGES) {
      void message.error({ content: tooManyImages(intl), key: 'too-many-images' });
      return Upload.LIST_IGNORE;
    }
    const picked: UploadFile = { uid: file.uid, name: file.name, size: file.size, type: file.type };
    setFiles((all) => [...all, { ...picked, originFileObj: file, thumbUrl: URL.createObjectURL(file) }]);
    return Upload.LIST_IGNORE;
  };

  const uploadAll = async () => {
    setUploading(true);
    const failures = new Set<string>();
    let uploaded = 0;
    let successText: string | undefined;
    for (const item of files) {
      if (!item.originFileObj) continue;
      patch(item.uid, { status: 'uploading', percent: 0 });
      const outcome = await uploadImage(item.originFileObj, token, (percent) => patch(item.uid, { percent }));
      if (outcome.status === 401) {
        dispatch(sessionEnded());
        break;
      }
      if (uploadSucceeded(outcome)) {
        uploaded += 1;
        successText ??= outcome.body?.message;
        drop(item);
      } else {
        const reason = outcome.body?.message?.trim() || intl.formatMessage(messages.uploadFailed);
        failures.add(reason);
        patch(item.uid, { status: 'error', percent: 0, response: reason });
      }
    }
    setUploading(false);
    if (uploaded > 0) dispatch(mediaApi.util.invalidateTags([{ type: 'Media', id: 'LIST' }]));
    failures.forEach((reason) => void message.error(reason));
    if (uploaded > 0 && failures.size === 0)
      void message.success(successText ?? intl.formatMessage(messages.uploaded));
    else if (uploaded > 0)
      void message.info(
        intl.formatMessage(messages.someUploaded, { uploaded, total: uploaded + failures.size }),
      );
  };

  return { files, uploading, beforeUpload, remove: drop, uploadAll };
}
