import { calendarResponse } from '@/server/training/downloads'

export const dynamic = 'force-dynamic'

export const GET = (request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) => calendarResponse(request, params)
