// '/pagamento/sucesso?lead={leadId}&checkout={checkoutId}': the checkout's success callback (spec §7)
// hands the buyer on to the thank-you page, keeping the checkout so that page can report the purchase.
import { Navigate, useLocation } from 'react-router';

export default function PaymentSuccessForward() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/obrigado', search }} replace />;
}
