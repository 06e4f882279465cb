import { graphql, useMutation } from 'react-relay';
import type { useSendPaymentReminderMutation as Mutation } from '../../../../__generated__/useSendPaymentReminderMutation.graphql';

/** sendPaymentReminder: mails the customer what is due on the reservation (or keeps it in the outbox). */
export function useSendPaymentReminderMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendPaymentReminderMutation($idReservation: ID!) {
      sendPaymentReminder(idReservation: $idReservation) { idMail status failure recipients }
    }
  `);
}
