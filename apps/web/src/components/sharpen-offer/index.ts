export { SharpenOffer, SHARPEN_OFFER_TEXT } from './SharpenOffer';
