/// The English and Spanish texts of the IntroKit values a tool words, by key: render problems
/// (`RenderProblem`: the pixel limit, two outputs on one path, frame and filmstrip limits,
/// previews' unknown devices and unfinite layouts), the render cache's warnings
/// (`RenderCache.Warning`) and the translation's problems (`StringsInputError`,
/// `ContentLanguageError`), a gallery folder's problems (`GalleryFolderError`'s paths outside
/// the folder, `CheckedGallery`'s missing and corrupt images), `ShardEnvironmentError` and
/// `FileWatchError`. The CLI merges them into its table and fills the placeholders,
/// the options that raise a limit among them.
public enum RenderMessages {
    /// The texts, by key and language.
    public static let table: [String: [String: String]] = [
        "limit.pixels": [
            "en": "error: {0} would be {1} pixels, over the limit of {2}: lower --scale or raise the limit with {3}",
            "es": "error: {0} tendría {1} píxeles, más que el límite de {2}: baje --scale o suba el límite con {3}",
        ],
        "renderSheet.collision": [
            "en": "error: {0} and {1} would both be written as {2}: rename one of them, or render them in separate calls with different -o folders",
            "es": "error: {0} y {1} se escribirían ambos como {2}: cambie el nombre de uno, o genérelos en llamadas distintas con carpetas -o diferentes",
        ],
        "render.stories.frameLimit": [
            "en": "error: {0} frames requested, more than the limit of {1}: narrow --from/--to, lower --fps, or raise the limit with --max-frames",
            "es": "error: se piden {0} fotogramas, más que el límite de {1}: acote --from/--to, reduzca --fps o suba el límite con --max-frames",
        ],
        "render.stories.filmstripLimit": [
            "en": "error: a filmstrip holds at most {1} frames, {0} requested: narrow --from/--to or lower --fps",
            "es": "error: una tira de fotogramas admite como mucho {1} fotogramas y se piden {0}: acote --from/--to o reduzca --fps",
        ],
        "render.stories.filmstripPixels": [
            "en": "error: a filmstrip of {0} frames would be {1} pixels, more than the ceiling of {2}: narrow --from/--to or lower --fps",
            "es": "error: una tira de {0} fotogramas tendría {1} píxeles, más que el máximo de {2}: acote --from/--to o reduzca --fps",
        ],
        "cache.unwritable": [
            "en": "warning: the cache {0} cannot be written ({1}): outputs are rendered without storing them",
            "es": "advertencia: no se puede escribir en la caché {0} ({1}): las salidas se generan sin guardarlas",
        ],
        "cache.corrupt": [
            "en": "warning: {0} damaged entr(ies) in the cache {1} were removed and rendered again",
            "es": "advertencia: se quitaron {0} entrada(s) dañada(s) de la caché {1} y se generaron de nuevo",
        ],
        "strings.unknownLanguage": [
            "en": "error: --locale {0}: the catalog {1} has no such language; it has {2} (or give --locale all)",
            "es": "error: --locale {0}: el catálogo {1} no tiene ese idioma; tiene {2} (o indique --locale all)",
        ],
        "strings.allNeedsCatalog": [
            "en": "a catalog given with --strings (all means every language it has)",
            "es": "un catálogo indicado con --strings (all significa todos sus idiomas)",
        ],
        "strings.noLproj": [
            "en": "error: --strings {0}: no LANG.lproj folder with .strings files in it: give a String Catalog (.xcstrings) or the folder holding en.lproj, de.lproj …",
            "es": "error: --strings {0}: no hay ninguna carpeta IDIOMA.lproj con archivos .strings: indique un String Catalog (.xcstrings) o la carpeta que contiene en.lproj, de.lproj …",
        ],
        "strings.outsideFile": [
            "en": "error: --strings {0}: {1} {2}; a .strings file must be inside the folder: copy it in instead of linking to it",
            "es": "error: --strings {0}: {1} {2}; un archivo .strings debe estar dentro de la carpeta: cópielo en ella en vez de enlazarlo",
        ],
        "previews.unknownDevice": [
            "en": "error: {0}: .previewDevice(\"{1}\") is not a device IntroKit knows; try {2} (`introkit devices` lists them); the other previews were rendered",
            "es": "error: {0}: .previewDevice(\"{1}\") no es un dispositivo que IntroKit conozca; pruebe {2} (`introkit devices` los muestra); las demás vistas previas se generaron",
        ],
        "previews.invalidLayout": [
            "en": "error: {0}: the preview lays out to a size that is not a finite number: {1}",
            "es": "error: {0}: la vista previa se dispone con un tamaño que no es un número finito: {1}",
        ],
        "gallery.missingImage": [
            "en": "missing: {0} is not in the folder; render it again",
            "es": "falta: {0} no está en la carpeta; vuelva a generarla",
        ],
        "gallery.corruptImage": [
            "en": "corrupt: {0} is not a readable PNG ({1}); render it again",
            "es": "dañada: {0} no es un PNG legible ({1}); vuelva a generarla",
        ],
        "gallery.unsafePath": [
            "en": "error: {0}: {1}: \"{2}\" {3}; a manifest names only files inside its own folder: render the folder again, or remove the entry",
            "es": "error: {0}: {1}: \"{2}\" {3}; un manifiesto solo nombra archivos dentro de su propia carpeta: vuelva a generar la carpeta, o quite la entrada",
        ],
        "gallery.outsideFile": [
            "en": "error: {0} in {1} {2}; a gallery reads only files inside its folder: copy the file into the folder instead of linking to it",
            "es": "error: {0} en {1} {2}; una galería solo lee archivos dentro de su carpeta: copie el archivo en la carpeta en vez de enlazarlo",
        ],
        "shard.badVariable": [
            "en": "error: --shard auto: {0}={1} is not a valid job number; expected {2}",
            "es": "error: --shard auto: {0}={1} no es un número de trabajo válido; se esperaba {2}",
        ],
        "watch.unavailable": [
            "en": "error: --watch: cannot watch {0}: {1}",
            "es": "error: --watch: no se puede vigilar {0}: {1}",
        ],
    ]
}
