// SLEEF's declarations for every x86 vector width. sleef.h declares the
// AVX2 / AVX-512 entry points only when the whole file is compiled for them
// (__AVX__, __AVX512F__); yaten compiles for x86-64-v2 and calls them from
// Highway's per-target code, which the CPU check guards at run time.
#pragma once

#include <immintrin.h>  // the vector types, declared whatever the target

#if !defined(__AVX__)
#define __AVX__ 1
#define YATEN_SLEEF_DEFINED_AVX
#endif
#if !defined(__AVX512F__)
#define __AVX512F__ 1
#define YATEN_SLEEF_DEFINED_AVX512F
#endif

#include <sleef.h>

#ifdef YATEN_SLEEF_DEFINED_AVX
#undef __AVX__
#undef YATEN_SLEEF_DEFINED_AVX
#endif
#ifdef YATEN_SLEEF_DEFINED_AVX512F
#undef __AVX512F__
#undef YATEN_SLEEF_DEFINED_AVX512F
#endif
