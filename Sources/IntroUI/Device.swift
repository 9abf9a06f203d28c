import Foundation

/// Phone or tablet.
public enum DeviceIdiom: String, Hashable, Sendable, Codable {
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
}

/// Portrait or landscape.
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
}

/// Compact or regular, as in UIKit's size classes.
public enum SizeClass: String, Hashable, Sendable, Codable {
    /// Narrow: iPhones in portrait, most iPhones in landscape.
    case compact
    /// Wide: iPads, large iPhones in landscape.
    case regular
}

/// An iPhone or iPad model, with the sizes the layout needs (REFERENCE §3).
public struct Device: Hashable, Sendable, Identifiable {
    /// A short, stable identifier (`iphone-15`, `ipad-pro-12.9`).
    public let id: String
    /// The marketing name.
    public let name: String
    /// The screen in points, portrait.
    public let portraitSize: Size
    /// Points to pixels of the rendered screen (2 or 3).
    public let scale: Double
    /// The physical pixels per point (differs from `scale` on 8 Plus and 13 mini).
    public let nativeScale: Double
    /// The physical screen height in pixels, portrait.
    public let nativeHeight: Int
    /// The safe area in portrait (top: status bar or sensor housing; bottom: home indicator).
    public let portraitSafeArea: EdgeInsets
    /// Phone or tablet.
    public let idiom: DeviceIdiom

    /// Whether the screen has a sensor housing (notch or Dynamic Island) instead of a status bar.
    public var hasSensorHousing: Bool { idiom == .phone && portraitSafeArea.top > 20 }

    /// The screen in points for an orientation.
    public func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : portraitSize.transposed
    }

    /// The safe area for an orientation. Landscape iPhones with a sensor housing keep the
    /// portrait top inset on both sides and 21 at the bottom; others have none; iPads keep theirs.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        guard orientation == .landscape else { return portraitSafeArea }
        switch idiom {
        case .pad:
            return portraitSafeArea
        case .phone where hasSensorHousing:
            let side = portraitSafeArea.top
            return EdgeInsets(top: 0, leading: side, bottom: 21, trailing: side)
        case .phone:
            return .zero
        }
    }

    /// The safe area for an orientation with the status bar shown or hidden: hiding it takes
    /// the top inset away where the status bar was all of it (iPads, iPhones with a home
    /// button), not below a sensor housing.
    public func safeArea(_ orientation: Orientation, statusBarHidden: Bool) -> EdgeInsets {
        var insets = safeArea(orientation)
        if statusBarHidden, !hasSensorHousing { insets.top = 0 }
        return insets
    }

    /// The horizontal size class for an orientation (landscape Plus and Max phones are regular).
    public func horizontalSizeClass(_ orientation: Orientation) -> SizeClass {
        switch idiom {
        case .pad: return .regular
        case .phone: return orientation == .landscape && portraitSize.width >= 414 ? .regular : .compact
        }
    }

    /// The drawing surface for an orientation.
    public func canvas(_ orientation: Orientation = .portrait) -> Canvas {
        Canvas(
            size: size(orientation), scale: scale, safeArea: safeArea(orientation),
            idiom: idiom, orientation: orientation, device: self)
    }
}

/// What a layout targets: a size in points, a pixel scale and a safe area.
public struct Canvas: Hashable, Sendable {
    /// The size in points.
    public var size: Size
    /// Pixels per point for raster output.
    public var scale: Double
    /// The insets content should stay within.
    public var safeArea: EdgeInsets
    /// Phone or tablet.
    public var idiom: DeviceIdiom
    /// Portrait or landscape.
    public var orientation: Orientation
    /// The device this canvas came from, if any.
    public var device: Device?

    /// Creates a canvas.
    public init(
        size: Size, scale: Double = 1, safeArea: EdgeInsets = .zero, idiom: DeviceIdiom = .phone,
        orientation: Orientation = .portrait, device: Device? = nil
    ) {
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.idiom = idiom
        self.orientation = orientation
        self.device = device
    }

    /// The size in whole pixels at `scale`.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}

/// The devices IntroKit lays out for, smallest iPhone to largest iPad.
public enum DeviceCatalog {
    private static func phone(
        _ id: String, _ name: String, _ w: Double, _ h: Double, scale: Double, native: Double? = nil,
        nativeHeight: Int, top: Double, bottom: Double
    ) -> Device {
        Device(
            id: id, name: name, portraitSize: Size(width: w, height: h), scale: scale,
            nativeScale: native ?? scale, nativeHeight: nativeHeight,
            portraitSafeArea: EdgeInsets(top: top, bottom: bottom), idiom: .phone)
    }

    private static func pad(
        _ id: String, _ name: String, _ w: Double, _ h: Double, nativeHeight: Int, top: Double, bottom: Double
    ) -> Device {
        Device(
            id: id, name: name, portraitSize: Size(width: w, height: h), scale: 2, nativeScale: 2,
            nativeHeight: nativeHeight, portraitSafeArea: EdgeInsets(top: top, bottom: bottom), idiom: .pad)
    }

    /// The device Xcode's canvas shows a preview on when it names none: iPhone 16 Pro.
    public static let previewDefault = phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, scale: 3, nativeHeight: 2622, top: 62, bottom: 34)

    /// Every device, iPhones by size then iPads by size.
    public static let all: [Device] = [
        phone("iphone-se-1", "iPhone SE (1st generation)", 320, 568, scale: 2, nativeHeight: 1136, top: 20, bottom: 0),
        phone("iphone-se", "iPhone SE (2nd/3rd generation)", 375, 667, scale: 2, nativeHeight: 1334, top: 20, bottom: 0),
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, scale: 3, native: 2.608, nativeHeight: 1920, top: 20, bottom: 0),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, scale: 3, native: 2.88, nativeHeight: 2340, top: 50, bottom: 34),
        phone("iphone-11", "iPhone 11", 414, 896, scale: 2, nativeHeight: 1792, top: 48, bottom: 34),
        phone("iphone-11-pro-max", "iPhone 11 Pro Max", 414, 896, scale: 3, nativeHeight: 2688, top: 44, bottom: 34),
        phone("iphone-14", "iPhone 14", 390, 844, scale: 3, nativeHeight: 2532, top: 47, bottom: 34),
        phone("iphone-15", "iPhone 15", 393, 852, scale: 3, nativeHeight: 2556, top: 59, bottom: 34),
        previewDefault,
        phone("iphone-14-plus", "iPhone 14 Plus", 428, 926, scale: 3, nativeHeight: 2778, top: 47, bottom: 34),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3, nativeHeight: 2796, top: 59, bottom: 34),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, scale: 3, nativeHeight: 2868, top: 62, bottom: 34),
        pad("ipad-mini", "iPad mini (6th generation)", 744, 1133, nativeHeight: 2266, top: 24, bottom: 20),
        pad("ipad-9.7", "iPad 9.7-inch", 768, 1024, nativeHeight: 2048, top: 20, bottom: 0),
        pad("ipad-10.2", "iPad 10.2-inch", 810, 1080, nativeHeight: 2160, top: 20, bottom: 0),
        pad("ipad-pro-10.5", "iPad Pro 10.5-inch", 834, 1112, nativeHeight: 2224, top: 20, bottom: 0),
        pad("ipad-air", "iPad Air (4th/5th generation)", 820, 1180, nativeHeight: 2360, top: 24, bottom: 20),
        pad("ipad-pro-11", "iPad Pro 11-inch", 834, 1194, nativeHeight: 2388, top: 24, bottom: 20),
        pad("ipad-pro-12.9", "iPad Pro 12.9-inch", 1024, 1366, nativeHeight: 2732, top: 24, bottom: 20),
        pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, nativeHeight: 2752, top: 24, bottom: 20),
    ]

    /// Every iPhone.
    public static var iphones: [Device] { all.filter { $0.idiom == .phone } }
    /// Every iPad.
    public static var ipads: [Device] { all.filter { $0.idiom == .pad } }

    /// The names of the device groups accepted by ``devices(named:)``.
    public static let groupNames = ["all", "iphones", "ipads"]

    /// The device with an identifier.
    public static func device(id: String) throws(UnknownDeviceError) -> Device {
        guard let device = all.first(where: { $0.id == id.lowercased() }) else {
            throw UnknownDeviceError(id: id, knownIDs: all.map(\.id))
        }
        return device
    }

    /// A device id or a group name (`all`, `iphones`, `ipads`) to devices.
    public static func devices(named name: String) throws(UnknownDeviceError) -> [Device] {
        switch name.lowercased() {
        case "all": return all
        case "iphones": return iphones
        case "ipads": return ipads
        default: return [try device(id: name)]
        }
    }
}

/// A device identifier that is not in the catalog.
public struct UnknownDeviceError: Error, Hashable, Sendable {
    /// The identifier asked for.
    public let id: String
    /// Every identifier the catalog knows.
    public let knownIDs: [String]
}
