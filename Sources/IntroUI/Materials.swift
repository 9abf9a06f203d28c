import Foundation

/// A translucent background, like SwiftUI's `Material`.
///
/// Still frame: IntroKit draws a material as a translucent fill of its own colour — white in
/// light mode, a dark grey in dark mode, more opaque the thicker the material — and does not
/// blur what is behind it (iOS does). The fills are IntroKit's, chosen to look like the
/// system materials over a photo: ultra thin 35 %, thin 55 %, regular 72 %, thick 85 %,
/// ultra thick 93 %; `bar` is a toolbar's 80 % of #F9F9F9 (dark #1D1D1D).
public struct Material: Hashable, Sendable, ShapeStyle {
    /// The colour in light mode.
    let light: RGBA
    /// The colour in dark mode.
    let dark: RGBA

    private static func material(_ opacity: Double, light: UInt32 = 0xFFFFFF, dark: UInt32 = 0x1C1C1E) -> Material {
        Material(light: RGBA(rgb: light, alpha: opacity), dark: RGBA(rgb: dark, alpha: opacity))
    }

    /// The most translucent material (35 %).
    public static let ultraThin = material(0.35)
    /// A thin material (55 %).
    public static let thin = material(0.55)
    /// The regular material (72 %).
    public static let regular = material(0.72)
    /// A thick material (85 %).
    public static let thick = material(0.85)
    /// The least translucent material (93 %).
    public static let ultraThick = material(0.93)
    /// A toolbar's material (80 % of #F9F9F9, dark #1D1D1D).
    public static let bar = material(0.8, light: 0xF9F9F9, dark: 0x1D1D1D)

    /// The fill in a colour scheme.
    func fill(in scheme: ColorScheme) -> RGBA { scheme == .dark ? dark : light }

    /// The material as a style.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .material(self)) }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The least translucent material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A toolbar's material.
    public static var bar: Material { Material.bar }
}
