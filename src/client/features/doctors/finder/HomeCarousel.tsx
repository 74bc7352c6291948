import { useMemo } from 'react';
import { Carousel, ConfigProvider, Skeleton } from 'antd';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { imagesAdapter, useListImagesQuery } from '../../media';

const SLIDES = 4;
/** The bundled pictures are 1200 × 400; uploads of another shape are cropped to it. */
const FRAME = {
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: 8,
} as const;

const messages = defineMessages({
  welcomeClinic: {
    id: 'doctors.carousel.welcomeClinic',
    defaultMessage: 'A clinic building with a green cross, among trees',
  },
  bookConsultation: {
    id: 'doctors.carousel.bookConsultation',
    defaultMessage: 'A calendar with a booked day beside a clock',
  },
  ourDoctors: { id: 'doctors.carousel.ourDoctors', defaultMessage: 'Three doctors with stethoscopes' },
  familyCare: {
    id: 'doctors.carousel.familyCare',
    defaultMessage: 'A family at home beside a heart with a cross',
  },
  pictures: { id: 'doctors.carousel.pictures', defaultMessage: 'Clinic pictures' },
});

const uploadedAlt = defineMessage<{ number: number }>({
  id: 'doctors.carousel.uploaded',
  defaultMessage: 'Clinic picture {number}',
});

interface Slide {
  src: string;
  alt: MessageDescriptor;
}

/** The four pictures shipped with the app (static/carousel/, served from /carousel/). */
const BUNDLED_SLIDES: Slide[] = [
  { src: '/carousel/1-welcome-clinic.png', alt: messages.welcomeClinic },
  { src: '/carousel/2-book-consultation.png', alt: messages.bookConsultation },
  { src: '/carousel/3-our-doctors.png', alt: messages.ourDoctors },
  { src: '/carousel/4-family-care.png', alt: messages.familyCare },
];

const { selectAll } = imagesAdapter.getSelectors();

/**
 * The patient home's auto-playing carousel: the newest four uploads,
 * topped up with the bundled pictures when fewer than four were uploaded (all four with none, or
 * when the list cannot be read). Autoplay pauses on hover and focus.
 */
export default function HomeCarousel() {
  const intl = useIntl();
  const { data, isLoading } = useListImagesQuery();
  const slides = useMemo(() => {
    const uploaded = data ? selectAll(data).slice(0, SLIDES) : [];
    const fromUploads = uploaded.map((image, i) => ({
      src: image.url,
      alt: intl.formatMessage(uploadedAlt, { number: i + 1 }),
    }));
    const bundled = BUNDLED_SLIDES.map((slide) => ({ src: slide.src, alt: intl.formatMessage(slide.alt) }));
    return [...fromUploads, ...bundled].slice(0, SLIDES);
  }, [data, intl]);

  if (isLoading) {
    return (
      <Skeleton.Node
        active
        styles={{ root: { display: 'block', width: '100%' } }}
        style={{ width: '100%', height: 'auto', aspectRatio: '3 / 1' }}
      />
    );
  }
  return (
    <section aria-label={intl.formatMessage(messages.pictures)} dir="ltr">
      {/* pictures have no reading direction, and the slider's right-to-left mode shows them half
          off screen: in Arabic too the carousel runs left to right */}
      <ConfigProvider direction="ltr">
        <Carousel autoplay autoplaySpeed={5000} pauseOnHover pauseOnFocus>
          {slides.map((slide) => (
            <div key={slide.src}>
              <img src={slide.src} alt={slide.alt} style={FRAME} />
            </div>
          ))}
        </Carousel>
      </ConfigProvider>
    </section>
  );
}
