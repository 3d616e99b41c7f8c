// '/pagamento/sucesso?lead={leadId}': the checkout's success callback (spec §7) hands the buyer on to
// the thank-you page, keeping the lead so that page can count the purchase once.
import { Navigate, useLocation } from 'react-router';

export default function PaymentSuccessForward() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/obrigado', search }} replace />;
}
