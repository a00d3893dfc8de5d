/// The DOT id of another package's product: in a namespace of its own (``DOTRenderer/namespaced(_:)``),
/// so it cannot clash with a target's id nor, whatever the names hold, with another product's.
enum ProductNodeID {
    static func of(_ product: ExternalProduct) -> String {
        DOTRenderer.namespaced("product", product.package, product.name)
    }
}
