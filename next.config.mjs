/** @type {import('next').NextConfig} */
const nextConfig = {
  // contentlayer2 runs as its own step (`contentlayer2 build`) because withContentlayer only hooks webpack.
  turbopack: {},
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
