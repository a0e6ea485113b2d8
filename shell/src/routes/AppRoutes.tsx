import { Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen';
import { Home } from './Home';
import { NotFound } from './NotFound';

/** Spec section 2: exact-match routes, all public. */
export function AppRoutes() {
  return (
    <Routes>
      <Route caseSensitive path="/" element={<Home />} />
      <Route caseSensitive path="/gift-now" element={<RemoteScreen remote="gift" module="./GiftFlow" />} />
      <Route caseSensitive path="/kidspage" element={<RemoteScreen remote="redeem" module="./RedeemFlow" />} />
      <Route caseSensitive path="/redeem-now" element={<RemoteScreen remote="redeem" module="./RedeemFlow" />} />
      <Route caseSensitive path="/faq" element={<RemoteScreen remote="content" module="./Faq" />} />
      <Route caseSensitive path="/donate" element={<RemoteScreen remote="content" module="./Donate" />} />
      <Route caseSensitive path="/about-us" element={<RemoteScreen remote="content" module="./AboutUs" />} />
      <Route caseSensitive path="/fun-ideas" element={<RemoteScreen remote="content" module="./FunIdeas" />} />
      <Route caseSensitive path="/charities" element={<RemoteScreen remote="content" module="./Charities" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
