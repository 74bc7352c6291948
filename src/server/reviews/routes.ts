import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reopenReviewSchema, reviewStatusSchema, submitReviewSchema } from '../../shared/schemas/reviews';
import { ratingSchema, reviewSchema } from '../../shared/answers/reviews';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer, pageAnswer } from '../../shared/answers/envelope';
import { notFound } from '../plugins/errors';
import { me } from '../plugins/auth';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import { doctorRating, ownPublishedReviews, reopenReview, submitReview, updateReviewStatus } from './reviews';
import { allReviews, allReviewsQuery } from './review-lists';
import type { RouteContext } from '../context';
import { REVIEW_TEXT } from './review-messages';

/** Reviews and ratings. */
export function reviewsRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  const clinic = guard('staff', 'admin');
  const done = { 200: doneAnswer };
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.post(
      '/bookAppointment/submit-review',
      {
        preValidation: guard('patient', 'regDoctor'),
        schema: { body: submitReviewSchema, response: { 201: doneAnswer } },
      },
      async (request, reply) => {
        await submitReview(db, me(request), request.body);
        return reply.status(201).send({ success: true, message: REVIEW_TEXT.submitted });
      },
    );

    // an id that is not a doctor's, UUID or not, is the same 404
    const ratingAnswer = z.object({ success: z.literal(true), rating: ratingSchema });
    app.get(
      '/reviews/doctor/:doctorId',
      { schema: { params: z.object({ doctorId: z.string() }), response: { 200: ratingAnswer } } },
      async (request) => {
        if (!(await findDoctor(db, request.params.doctorId))) throw notFound(DOCTOR_TEXT.notFound);
        return { success: true, rating: await doctorRating(db, request.params.doctorId) };
      },
    );

    app.get(
      '/admin/get-all-reviews',
      {
        preValidation: clinic,
        schema: { querystring: allReviewsQuery, response: { 200: pageAnswer(reviewSchema) } },
      },
      async (request) => {
        const query = request.query;
        return { success: true, ...(await allReviews(db, query)) };
      },
    );

    app.post(
      '/admin/update-review-status',
      { preValidation: clinic, schema: { body: reviewStatusSchema, response: done } },
      async (request) => {
        await updateReviewStatus(db, request.body);
        return { success: true, message: REVIEW_TEXT.statusUpdated };
      },
    );

    // an approved review unpublished, a rejected one reconsidered: back on hold, to be decided again
    app.post(
      '/admin/reopen-review',
      { preValidation: clinic, schema: { body: reopenReviewSchema, response: done } },
      async (request) => {
        const was = await reopenReview(db, request.body);
        return {
          success: true,
          message: was === 'approved' ? REVIEW_TEXT.unpublished : REVIEW_TEXT.reconsidered,
        };
      },
    );

    // the page the bell sends doctors to (/doctor/reviews): their published reviews and average
    const ownReviews = dataAnswer(z.object({ rating: ratingSchema, reviews: z.array(reviewSchema) }));
    app.get(
      '/doctor/get-my-reviews',
      { preValidation: guard('doctor'), schema: { response: { 200: ownReviews } } },
      async (request) => ({
        success: true,
        data: await ownPublishedReviews(db, me(request).id),
      }),
    );
  };
}
