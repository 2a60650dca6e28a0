/** @type {import('next').NextConfig} */
const nextConfig = {
  // contentlayer2 runs as its own step (`contentlayer2 build`) because withContentlayer only hooks webpack.
  turbopack: {},
  reactStrictMode: true,
  poweredByHeader: false,
  // SPEC §9: the optimisation path's widths and default quality.
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
  },
  // PGlite loads its WebAssembly and data files next to its own modules: it must not be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
  experimental: {
    // A quote request is a few kilobytes; the default (1 MB) only helps abuse. The origin check stays on.
    serverActions: { bodySizeLimit: '64kb' },
  },
};

export default nextConfig;
