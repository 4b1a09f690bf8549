export { SharpenOffer } from './SharpenOffer';
