import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import type { Envelope, MediaImage } from '../../../shared/types';

/** Newest first, as the server lists them and the carousel shows them. */
export const imagesAdapter = createEntityAdapter<MediaImage, string>({
  selectId: (i) => i._id,
  sortComparer: (a, b) => b.createdAt.localeCompare(a.createdAt),
});

/** Uploaded images: listed for everyone, deleted by admins (uploadImage.ts sends new ones, with progress). */
export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    listImages: build.query<EntityState<MediaImage, string>, void>({
      query: () => '/media/images',
      transformResponse: (r: Envelope<MediaImage[]>) =>
        imagesAdapter.setAll(imagesAdapter.getInitialState(), r.data ?? []),
      providesTags: (result) => [
        { type: 'Media', id: 'LIST' },
        ...(result?.ids ?? []).map((id) => ({ type: 'Media' as const, id })),
      ],
    }),
    deleteImage: build.mutation<Envelope, string>({
      query: (id) => ({ url: `/admin/media/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Media', id: 'LIST' },
        { type: 'Media', id },
      ],
    }),
  }),
});

// The carousel falls back to the bundled images when the list cannot be read.
registerQueryErrorTexts({ listImages: null });

export const { useListImagesQuery, useDeleteImageMutation } = mediaApi;
