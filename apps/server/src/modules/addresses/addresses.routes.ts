import { z } from 'zod';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { addressInputSchema, addressSchema } from '@reelhouse/contracts/address';
import { problems } from '@reelhouse/contracts/problem';
import { AppError } from '../../platform/errors/app-error';
import type { ApiInstance } from '../../platform/http/types';
import { withPhoneInE164 } from '@reelhouse/contracts/phone-numbers';
import { sessionOf } from '../../platform/auth/session-requests';
import type { AddressesRepository } from './addresses.repository';

const tags = ['account'];
const errors = problems(400, 401, 403, 404);
const idParams = z.object({ id: rowIdParam() });
const notFound = () => new AppError('not_found', 'There is no such address on your account.');

/** The phone is kept in E.164, read in the address's own country when typed without a country code. */
const addressBody = withPhoneInE164(addressInputSchema);

/** My Account, addresses: the member's own billing and shipping addresses and their defaults. */
export function addressRoutes(app: ApiInstance, repository: AddressesRepository): void {
  app.get(
    '/account/addresses',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'The member’s addresses.',
        response: { 200: z.object({ items: z.array(addressSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await repository.list(sessionOf(request).user.id) };
    },
  );

  app.post(
    '/account/addresses',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Add an address; the first one becomes the default for billing and shipping.',
        body: addressBody,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      return reply.code(201).send(await repository.create(user.id, request.body));
    },
  );

  app.put(
    '/account/addresses/:id',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Replace one of the member’s addresses.',
        params: idParams,
        body: addressBody,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const updated = await repository.update(user.id, request.params.id, request.body);
      if (!updated) throw notFound();
      return updated;
    },
  );

  app.delete(
    '/account/addresses/:id',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Delete one of the member’s addresses.',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      // Another member's address answers exactly like one that does not exist.
      if (!(await repository.delete(sessionOf(request).user.id, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
}
