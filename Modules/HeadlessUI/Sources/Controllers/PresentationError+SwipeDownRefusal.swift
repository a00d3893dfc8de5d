extension PresentationError {
    /// Why a presented controller stays when a person swipes it down. A case, not a sentence:
    /// the platform knows no language, so whoever shows the reason words it.
    public enum SwipeDownRefusal: Equatable, Sendable, CustomStringConvertible {
        /// It covers the whole screen; only a page sheet can be swiped down.
        case presentedFullScreen
        /// It, or a screen inside it, is modal in presentation.
        case modalInPresentation
        /// Its presentation delegate said no (`presentationControllerShouldDismiss`).
        case delegateRefused

        /// The reason in English, as it ends the error's sentence.
        public var description: String {
            switch self {
            case .presentedFullScreen: "it is presented full screen"
            case .modalInPresentation: "it is modal in presentation"
            case .delegateRefused: "its presentation delegate refused"
            }
        }
    }
}
