/// A product of another package that a target of this package depends on.
public struct ExternalProduct: Sendable, Hashable, Comparable {
    /// The name of the cluster for products whose package the description does not say.
    public static let unknownPackage = "other packages"

    /// The product name, as written in the manifest.
    public let name: String
    /// The package it comes from (its identity), or ``unknownPackage``.
    public let package: String

    /// Creates a product reference.
    public init(name: String, package: String?) {
        self.name = name
        self.package = package ?? Self.unknownPackage
    }

    /// Orders products by package, then name.
    public static func < (lhs: ExternalProduct, rhs: ExternalProduct) -> Bool {
        (lhs.package, lhs.name) < (rhs.package, rhs.name)
    }
}
