// Material's search worker (its URL in ?worker=), with one change: a name typed in full ranks
// its own section first. Material appends `*` to every term typed (`cuMemAlloc` becomes
// `cumemalloc*`), and lunr scores each name the prefix expands to by its rarity, so the
// sections of rarer, longer names (`cuMemAllocHost`, `CUmemAllocationProp_v1`) came before
// cuMemAlloc's own. Each such term is also asked for exactly, with a boost.
// tests/test_docs_site.py checks the result in Chromium (Material's version is pinned).
"use strict"
let lunrModule
Object.defineProperty(self, "lunr", {
  configurable: true,
  get() { return lunrModule },
  set(value) {
    lunrModule = value
    const search = value.Index.prototype.search
    value.Index.prototype.search = function (query) {
      const exact = query.split(/\s+/)
        .filter(term => /^[^+\-~^].*[^*]\*$/.test(term) && !term.includes(":"))
        .map(term => term.slice(0, -1) + "^100")
      return search.call(this, [query, ...exact].join(" "))
    }
  },
})
importScripts(new URL(self.location.href).searchParams.get("worker"))
