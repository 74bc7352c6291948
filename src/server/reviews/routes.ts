import type { FastifyInstance } from 'fastify';
import { reopenReviewSchema, reviewStatusSchema, submitReviewSchema } from '../../shared/schemas/reviews';
import { parseInput, notFound } from '../plugins/errors';
import { me } from '../plugins/auth';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import { doctorRating, ownPublishedReviews, reopenReview, submitReview, updateReviewStatus } from './reviews';
import { allReviews, allReviewsQuery } from './review-lists';
import type { RouteContext } from '../context';
import { REVIEW_TEXT } from './review-messages';

/** Reviews and ratings. */
export function reviewsRoutes(ctx: RouteContext) {
  const { db, guard } = ctx;
  return async (app: FastifyInstance) => {
    app.post(
      '/bookAppointment/submit-review',
      { preHandler: guard('patient', 'regDoctor') },
      async (request, reply) => {
        await submitReview(db, me(request), parseInput(submitReviewSchema, request.body));
        return reply.status(201).send({ success: true, message: REVIEW_TEXT.submitted });
      },
    );

    app.get<{ Params: { doctorId: string } }>('/reviews/doctor/:doctorId', async (request) => {
      if (!(await findDoctor(db, request.params.doctorId))) throw notFound(DOCTOR_TEXT.notFound);
      return { success: true, rating: await doctorRating(db, request.params.doctorId) };
    });

    app.get('/admin/get-all-reviews', { preHandler: guard('staff', 'admin') }, async (request) => {
      const query = parseInput(allReviewsQuery, request.query);
      return { success: true, ...(await allReviews(db, query)) };
    });

    app.post('/admin/update-review-status', { preHandler: guard('staff', 'admin') }, async (request) => {
      await updateReviewStatus(db, parseInput(reviewStatusSchema, request.body));
      return { success: true, message: REVIEW_TEXT.statusUpdated };
    });

    // an approved review unpublished, a rejected one reconsidered: back on hold, to be decided again
    app.post('/admin/reopen-review', { preHandler: guard('staff', 'admin') }, async (request) => {
      const was = await reopenReview(db, parseInput(reopenReviewSchema, request.body));
      return {
        success: true,
        message: was === 'approved' ? REVIEW_TEXT.unpublished : REVIEW_TEXT.reconsidered,
      };
    });

    // the page the bell sends doctors to (/doctor/reviews): their published reviews and average
    app.get('/doctor/get-my-reviews', { preHandler: guard('doctor') }, async (request) => ({
      success: true,
      data: await ownPublishedReviews(db, me(request).id),
    }));
  };
}
