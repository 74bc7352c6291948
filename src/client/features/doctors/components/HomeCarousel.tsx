import { useMemo } from 'react';
import { Carousel, Skeleton } from 'antd';
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

interface Slide {
  src: string;
  alt: string;
}

/** The four pictures shipped with the app (static/carousel/, served from /carousel/). */
export const BUNDLED_SLIDES: Slide[] = [
  { src: '/carousel/1-welcome-clinic.png', alt: 'A clinic building with a green cross, among trees' },
  { src: '/carousel/2-book-consultation.png', alt: 'A calendar with a booked day beside a clock' },
  { src: '/carousel/3-our-doctors.png', alt: 'Three doctors with stethoscopes' },
  { src: '/carousel/4-family-care.png', alt: 'A family at home beside a heart with a cross' },
];

const { selectAll } = imagesAdapter.getSelectors();

/**
 * The patient home's auto-playing carousel (spec 2.4, 9; server.md 11): the newest four uploads,
 * topped up with the bundled pictures when fewer than four were uploaded (all four with none, or
 * when the list cannot be read). Autoplay pauses on hover and focus.
 */
export default function HomeCarousel() {
  const { data, isLoading } = useListImagesQuery();
  const slides = useMemo(() => {
    const uploaded = data ? selectAll(data).slice(0, SLIDES) : [];
    const fromUploads = uploaded.map((image, i) => ({ src: image.url, alt: `Clinic picture ${i + 1}` }));
    return [...fromUploads, ...BUNDLED_SLIDES].slice(0, SLIDES);
  }, [data]);

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
    <section aria-label="Clinic pictures">
      <Carousel autoplay autoplaySpeed={5000} pauseOnHover pauseOnFocus>
        {slides.map((slide) => (
          <div key={slide.src}>
            <img src={slide.src} alt={slide.alt} style={FRAME} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
