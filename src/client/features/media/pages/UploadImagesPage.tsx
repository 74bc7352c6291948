import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function UploadImagesPage() {
  return <ComingSoon title="Upload Images" />;
}
