@_exported import PullUp
