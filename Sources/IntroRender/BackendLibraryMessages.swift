extension BackendLibraryError {
    /// The English and Spanish texts of each case, by key (`backendLibrary.notLoaded`: the
    /// library's path and the loader's reason; `noEntryPoint`: the path and the symbol;
    /// `otherInterface`: the path), for a tool's table.
    public static let messages: [String: [String: String]] = [
        "backendLibrary.notLoaded": [
            "en": "error: the backend library {0} (INTROKIT_BACKENDS) cannot be loaded: {1}; build it (swift build in its package) or correct the path",
            "es": "error: no se puede cargar la biblioteca de backends {0} (INTROKIT_BACKENDS): {1}; compílela (swift build en su paquete) o corrija la ruta",
        ],
        "backendLibrary.noEntryPoint": [
            "en": "error: {0} (INTROKIT_BACKENDS) is not a backend library: it exports no {1} function; give the path of the package's dynamic library product",
            "es": "error: {0} (INTROKIT_BACKENDS) no es una biblioteca de backends: no exporta la función {1}; indique la ruta del producto de biblioteca dinámica del paquete",
        ],
        "backendLibrary.otherInterface": [
            "en": "error: the backend library {0} (INTROKIT_BACKENDS) was built against another version of IntroKit: rebuild it against this one",
            "es": "error: la biblioteca de backends {0} (INTROKIT_BACKENDS) se compiló con otra versión de IntroKit: vuelva a compilarla con esta",
        ],
    ]
}
