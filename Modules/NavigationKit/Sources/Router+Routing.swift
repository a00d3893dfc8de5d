import HeadlessUI

extension Router {
    /// Pushes `screen`, refusing with the error every screen router throws, so a screen router
    /// maps nothing itself.
    ///
    /// - Throws: `RoutingError.refused` with the Router's reason when the push is refused.
    public func pushScreen(_ screen: any Presentable, animated: Bool = true) throws(RoutingError) {
        do {
            try push(screen, animated: animated)
        } catch {
            throw .refused(error)
        }
    }
}
