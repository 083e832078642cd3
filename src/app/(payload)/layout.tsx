import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { mayCallServerFunctions, refusedServerFunction } from '@/cms/server-function-refusal'
import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async (args) => {
  'use server'
  // A visitor or a customer is refused before Payload runs anything: a 404, as for a page they cannot see.
  if (!(await mayCallServerFunctions(await getPayload({ config }), await headers()))) notFound()
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    // A caller the admin refuses (a visitor, a customer) or a function that does not exist is the
    // caller's mistake: a 404, never Next's 500 for an action that threw.
    if (refusedServerFunction(error)) notFound()
    throw error
  }
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
