import { users } from '../../db/schema';

/**
 * What every answer that names a user shows of them (an offer's owner, a reviewer, the other side of
 * an arrangement, a search card): type, names, company and photo. Never the email or username.
 */
export const summaryColumns = {
  id: users.id,
  type: users.type,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  imageFile: users.imageFile,
};
