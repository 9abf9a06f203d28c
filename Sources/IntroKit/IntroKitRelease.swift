/// The release of IntroKit's libraries and tool.
public enum IntroKitRelease {
    /// The version (`introkit --version` prints it; the render cache keys by it).
    public static let version = "0.1.0"
}
