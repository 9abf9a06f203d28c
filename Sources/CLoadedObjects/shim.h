// The objects loaded into the process, from glibc's dl_iterate_phdr. <link.h> declares it
// only for _GNU_SOURCE, which the Glibc module is built without, so the leading, stable part
// of its `struct dl_phdr_info` is declared here under its own name. The render cache keys
// outputs on the build ids these objects carry.
#include <elf.h>
#include <stddef.h>

struct introkit_loaded_object {
    Elf64_Addr address;
    const char *name;
    const Elf64_Phdr *headers;
    Elf64_Half header_count;
};

extern int dl_iterate_phdr(int (*callback)(struct introkit_loaded_object *, size_t, void *), void *data);
