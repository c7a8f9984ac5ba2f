@_exported import PullUpCore
@_exported import PullUpFrontEnd
