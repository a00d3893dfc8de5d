/// The node id of another package's product in drawings: it cannot clash with a target name,
/// which never holds a `/`.
enum ProductNodeID {
    static func of(_ product: ExternalProduct) -> String {
        "product:\(product.package)/\(product.name)"
    }
}
