import { cmsPageRoute } from '@/components/content/CmsPage'

// Where payments return to; the checkout issue completes the payment and shows the order here.
const route = cmsPageRoute('payment-complete', '/payment-complete', { kind: 'order' })

export const generateMetadata = route.generateMetadata
export default route.Page
