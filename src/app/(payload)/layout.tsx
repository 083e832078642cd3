import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { notFound } from 'next/navigation'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { refusedServerFunction } from '@/cms/server-function-refusal'
import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async (args) => {
  'use server'
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
