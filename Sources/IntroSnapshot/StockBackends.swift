import IntroCairo
import IntroRender

/// IntroKit's own backends, registered in one call: text (always there) and Cairo's png (the
/// default), svg and pdf. A test target that builds a backend on a registered rasterizer
/// (`BackendRegistry.rasterizer`), as `Samples/CustomBackend` does, registers them first;
/// the `introkit` tool registers the same.
public enum StockBackends {
    /// Registers Cairo's png (as the default), svg and pdf in `registry`.
    public static func register(in registry: BackendRegistry = .shared) {
        CairoBackend.registerAll(in: registry)
    }
}
