import IntroRender
import WebPBackend

/// What a stock `introkit` calls when `INTROKIT_BACKENDS` names this library
/// (`libWebPBackendPlugin.so`): the WebP backend, drawn by the host's rasterizer, registered
/// in the host's registry as the default backend. Returns 0 when it registered it; 1 when
/// the host was built from another IntroKit, 2 when the host has no rasterizer.
@_cdecl("introkit_register_backends")
public func registerBackends(_ registry: UnsafeMutableRawPointer, _ hostInterface: UnsafePointer<CChar>) -> Int32 {
    guard let registry = BackendLibrary.registry(from: registry, hostInterface: hostInterface) else { return 1 }
    guard let backend = try? WebPBackend(registry: registry) else { return 2 }
    registry.register(backend, asDefault: true)
    return 0
}
