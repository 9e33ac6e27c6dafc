import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import {
  tutorialFormSchema,
  tutorialesOrdenSchema,
  tutorialesSchema,
  tutorialSchema,
} from './tutoriales-contract';

/**
 * Issue 17 (group A; the spec shows no paths, recorded in the decisions): everyone of a group-A
 * distributor reads the list in order; Admin and above add, edit, remove and reorder.
 */
export const tutorialesCalls = {
  /** The distributor's tutorials in order. */
  list: defineCall({
    method: 'GET',
    path: '/api/tutoriales/',
    access: API_ACCESS.tutoriales,
    response: tutorialesSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/tutoriales/',
    access: API_ACCESS.tutorialesAdmin,
    body: tutorialFormSchema,
    status: 201,
    response: tutorialSchema,
    errors: { 400: badRequestSchema },
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/tutoriales/:id/',
    access: API_ACCESS.tutorialesAdmin,
    params: idPathSchema,
    body: tutorialFormSchema,
    response: tutorialSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/tutoriales/:id/',
    access: API_ACCESS.tutorialesAdmin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema },
  }),
  /** Every id in the new order; answers the list. */
  reorder: defineCall({
    method: 'POST',
    path: '/api/tutoriales/orden/',
    access: API_ACCESS.tutorialesAdmin,
    body: tutorialesOrdenSchema,
    response: tutorialesSchema,
    errors: { 400: badRequestSchema },
  }),
};
